# Writes a man page (roff) from a program's own --help and --version text, so that the page
# cannot drift from the program. Run at build time by JctPackaging.cmake:
#   cmake -DPROGRAM=path -DNAME=jct -DSUMMARY="..." -DSEE_ALSO=jct-planner -DOUTPUT=jct.1
#         [-DSUBCOMMANDS=ON] -P JctManPage.cmake
# With SUBCOMMANDS, every command listed under "Commands:" in `PROGRAM --help` gets a
# section with `PROGRAM COMMAND --help`.
cmake_minimum_required(VERSION 3.25)
foreach(var PROGRAM NAME SUMMARY OUTPUT)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "JctManPage.cmake: ${var} is not set")
    endif()
endforeach()
set(ENV{QT_QPA_PLATFORM} offscreen)   # the window's --help needs no display
set(ENV{LANGUAGE} en)                 # the page is English: `jct` speaks the build machine's language

function(jct_run_help out)
    execute_process(COMMAND "${PROGRAM}" ${ARGN} OUTPUT_VARIABLE text ERROR_VARIABLE error
                    RESULT_VARIABLE code)
    if(NOT code EQUAL 0 OR text STREQUAL "")
        list(JOIN ARGN " " args)
        message(FATAL_ERROR "JctManPage.cmake: '${NAME} ${args}' failed (${code}): ${error}")
    endif()
    # QCommandLineParser names the program by the path it was started from.
    get_filename_component(built "${PROGRAM}" NAME)
    string(REPLACE "${PROGRAM}" "${NAME}" text "${text}")
    string(REGEX REPLACE "Usage: [^ \n]*${built}" "Usage: ${NAME}" text "${text}")
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Verbatim text as roff: backslashes escaped, no line taken for a request, hyphens as the
# ASCII minus that options are typed with.
function(jct_roff_verbatim out text)
    string(REPLACE "\\" "\\e" text "${text}")
    string(REPLACE "-" "\\-" text "${text}")
    string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
    string(REGEX REPLACE "\n+$" "" text "${text}")
    set(${out} ".nf\n${text}\n.fi\n" PARENT_SCOPE)
endfunction()

jct_run_help(help --help)
jct_run_help(version --version)
string(STRIP "${version}" version)
string(TOUPPER "${NAME}" title)
jct_roff_verbatim(body "${help}")
string(REPLACE "-" "\\-" name_roff "${NAME}")

set(page ".\\\" Generated from '${NAME} --help' by packaging/cmake/JctManPage.cmake; do not edit.\n")
string(APPEND page ".TH ${title} 1 \"\" \"${version}\" \"User Commands\"\n")
string(APPEND page ".SH NAME\n${name_roff} \\- ${SUMMARY}\n")
string(APPEND page ".SH DESCRIPTION\n${body}")

if(SUBCOMMANDS)
    string(REGEX MATCHALL "\n  [a-z][a-z-]+ " commands "${help}")
    string(APPEND page ".SH COMMANDS\n")
    foreach(command IN LISTS commands)
        string(STRIP "${command}" command)
        jct_run_help(sub ${command} --help)
        jct_roff_verbatim(sub_roff "${sub}")
        string(REPLACE "-" "\\-" command_roff "${command}")
        string(APPEND page ".SS ${name_roff} ${command_roff}\n${sub_roff}")
    endforeach()
endif()

string(APPEND page ".SH FILES\n.TP\n.I /usr/share/jct\\-planner/examples\nExample plans (.jctplan).\n")
string(APPEND page ".TP\n.I /usr/share/jct\\-planner/catalog\nThe GPU, fabric and model catalogs built into the programs.\n")
if(DEFINED SEE_ALSO)
    string(REPLACE "-" "\\-" see_also "${SEE_ALSO}")
    string(APPEND page ".SH SEE ALSO\n.BR ${see_also} (1)\n")
endif()
file(WRITE "${OUTPUT}" "${page}")

# Install rules and a Debian package built by CPack, depending on the distribution's Qt:
#   cmake --build --preset release && (cd build/release && cpack -G DEB)
# The package puts jct and jct-planner in /usr/bin, the example plans and catalogs in
# /usr/share/jct-planner, and makes the planner a desktop program: menu entry, hicolor
# icons (SVG and PNGs rendered from it at build time), AppStream metainfo, the .jctplan
# MIME type (a double-click opens the planner) and man pages made from the programs' own
# --help text. The version is the project's (CMakeLists.txt), as in --version and About.
include(GNUInstallDirs)
set(JCT_PACKAGING_DIR ${PROJECT_SOURCE_DIR}/packaging)
set(JCT_HOMEPAGE_URL "https://jct-planner.example.org" CACHE STRING
    "Project home page named in the AppStream metainfo and the Debian package")
set(JCT_SCREENSHOT_URL "${JCT_HOMEPAGE_URL}/screenshots" CACHE STRING
    "Where resources/screenshots/*.png are published, for the AppStream metainfo")
set(JCT_RELEASE_DATE "2026-11-23" CACHE STRING
    "Release date of PROJECT_VERSION (AppStream release notes, the Debian changelog)")
# The Debian changelog's form of the same date (RFC 2822, as `date -R` writes it).
execute_process(COMMAND date -u -R -d "${JCT_RELEASE_DATE} 12:00" OUTPUT_VARIABLE JCT_RELEASE_DATE_RFC2822
                OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/catalog/
        DESTINATION ${CMAKE_INSTALL_DATADIR}/jct-planner/catalog FILES_MATCHING PATTERN "*.json")

set(desktop ${JCT_PACKAGING_DIR}/desktop)
set(generated ${PROJECT_BINARY_DIR}/packaging)
configure_file(${desktop}/org.jctplanner.planner.metainfo.xml.in ${generated}/org.jctplanner.planner.metainfo.xml
               @ONLY)
install(FILES ${desktop}/jct-planner.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${generated}/org.jctplanner.planner.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${desktop}/jct-planner-mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
        RENAME jct-planner.xml)
install(FILES ${desktop}/jct-planner.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)

# Debian policy's documentation of every package: its copyright and, compressed, its
# changelog (both checked by lintian in tests/packaging/check-package-files.sh).
configure_file(${JCT_PACKAGING_DIR}/debian/copyright.in ${generated}/doc/copyright @ONLY)
configure_file(${JCT_PACKAGING_DIR}/debian/changelog.in ${generated}/doc/changelog @ONLY)
add_custom_command(OUTPUT ${generated}/doc/changelog.gz
                   COMMAND gzip -9 -n -f -k ${generated}/doc/changelog
                   DEPENDS ${generated}/doc/changelog
                   COMMENT "Compressing the Debian changelog" VERBATIM)
install(FILES ${generated}/doc/copyright ${generated}/doc/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/jct-planner)

set(packaging_outputs ${generated}/doc/changelog.gz)
if(JCT_BUILD_GUI)
    # PNG icons rendered from the SVG, so that the two cannot differ.
    add_executable(jct_svgtopng ${JCT_PACKAGING_DIR}/tools/svgtopng.cpp)
    target_link_libraries(jct_svgtopng PRIVATE Qt6::Gui Qt6::Svg jct_common)
    foreach(size 16 24 32 48 64 128 256)
        set(png ${generated}/icons/${size}x${size}/jct-planner.png)
        add_custom_command(OUTPUT ${png}
                           COMMAND ${CMAKE_COMMAND} -E make_directory ${generated}/icons/${size}x${size}
                           COMMAND jct_svgtopng ${desktop}/jct-planner.svg ${size} ${png}
                           DEPENDS jct_svgtopng ${desktop}/jct-planner.svg
                           COMMENT "Rendering the ${size}x${size} icon" VERBATIM)
        list(APPEND packaging_outputs ${png})
        install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
    endforeach()
endif()

# Man pages from each program's --help (and each `jct` command's), at build time.
function(jct_add_man_page target summary see_also subcommands)
    set(page ${generated}/man/${target}.1)
    # Compressed as Debian installs man pages (-n: no time stamp, the same bytes each build).
    add_custom_command(OUTPUT ${page} ${page}.gz
                       COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:${target}> -DNAME=${target}
                               -DSUMMARY=${summary} -DSEE_ALSO=${see_also} -DSUBCOMMANDS=${subcommands}
                               -DOUTPUT=${page} -P ${JCT_PACKAGING_DIR}/cmake/JctManPage.cmake
                       COMMAND gzip -9 -n -f -k ${page}
                       DEPENDS ${target} ${JCT_PACKAGING_DIR}/cmake/JctManPage.cmake
                       COMMENT "Writing the man page of ${target}" VERBATIM)
    set(packaging_outputs ${packaging_outputs} ${page} ${page}.gz PARENT_SCOPE)
    install(FILES ${page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endfunction()
# Only where the drawing library is built: without it `jct report` and `jct plot` are
# stubs whose --help fails, and the package is not made from such a build.
if(JCT_BUILD_GUI)
    jct_add_man_page(jct "the JCT Planner command line: evaluate, sweep, search and report training-job plans"
                     jct-planner ON)
    jct_add_man_page(jct-planner "what-if planner window for the completion time of large AI training jobs" jct OFF)
endif()
add_custom_target(jct_packaging_files ALL DEPENDS ${packaging_outputs})

set(CPACK_PACKAGE_NAME "jct-planner")
set(CPACK_PACKAGE_CONTACT "JCT Planner developers <jct-planner@example.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# Debian's extended description: lines of at most 80 columns.
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
       "JCT Planner estimates how long a large training job takes on a GPU cluster,"
       "and what it costs, from the model, the parallel layout, the GPUs and the"
       "network, with checkpoints, failures and stragglers included. Every figure"
       "comes with its breakdown and its source."
       "."
       "The package holds the planner window (jct-planner), where sliders move a plan"
       "and its charts follow, and the jct command line, which evaluates, sweeps and"
       "searches plans, fits nccl-tests logs and writes PDF reports.")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_GENERATOR "DEB")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${JCT_HOMEPAGE_URL}")
# The window's X11 and Wayland platforms are plugins loaded at run time, which
# dpkg-shlibdeps cannot see.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
# Qt's own words (dialog buttons, file dialogs) in the user's language, and the glyphs of
# the report in Chinese and Japanese: the program runs without them, in English words and
# with the desktop's fallback font.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-noto-cjk")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_STRIP_FILES ON)
# The system's caches (icons, menus, MIME database) are refreshed by dpkg's triggers.
include(CPack)

# One INTERFACE target that every project target links: language standard, warnings and
# Qt hygiene defines (qBittorrent's qbt_common_cfg pattern). Qt 6.4-valid defines only.
add_library(jct_common INTERFACE)
target_compile_features(jct_common INTERFACE cxx_std_20)
target_compile_options(jct_common INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Woverloaded-virtual
    -Wold-style-cast -Wcast-qual -Wimplicit-fallthrough)
if(JCT_WERROR)
    target_compile_options(jct_common INTERFACE -Werror)
endif()
target_compile_definitions(jct_common INTERFACE
    QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_URL_CAST_FROM_STRING QT_NO_NARROWING_CONVERSIONS_IN_CONNECT QT_NO_FOREACH
    QT_USE_QSTRINGBUILDER QT_DISABLE_DEPRECATED_BEFORE=0x060400)

# The hardening that Debian's dpkg-buildflags give a packaged program, so the .deb that
# cpack builds carries it too (lintian's hardening-* tags): stack protector, fortified
# libc calls where the build optimises (glibc refuses _FORTIFY_SOURCE at -O0), read-only
# relocations bound at load. Not under the sanitizers, which check these themselves.
option(JCT_HARDENING "Build with Debian's hardening flags (stack protector, _FORTIFY_SOURCE, RELRO, BIND_NOW)" ON)
set(JCT_HARDENED OFF)
if(JCT_HARDENING AND NOT CMAKE_CXX_FLAGS MATCHES "-fsanitize")
    set(JCT_HARDENED ON) # the packaging test checks the programs for it
    target_compile_options(jct_common INTERFACE -fstack-protector-strong)
    target_compile_definitions(jct_common INTERFACE $<$<NOT:$<CONFIG:Debug>>:_FORTIFY_SOURCE=2>)
    target_link_options(jct_common INTERFACE LINKER:-z,relro LINKER:-z,now)
endif()

# Debug sections compressed (zlib) in objects and programs: a build with debug info holds
# some twenty programs that each link the whole window, and uncompressed they filled the
# CI machine's disk (2.3 GB for the release tree, 3.7 GB for the sanitizer tree).
# gdb, addr2line and the sanitizers' symbolizer read compressed sections.
include(CheckCXXCompilerFlag)
include(CheckLinkerFlag)
option(JCT_COMPRESS_DEBUG "Compress debug sections (-gz) in objects and programs" ON)
if(JCT_COMPRESS_DEBUG)
    check_cxx_compiler_flag(-gz JCT_HAVE_GZ_COMPILE)
    check_linker_flag(CXX -gz JCT_HAVE_GZ_LINK)
    if(JCT_HAVE_GZ_COMPILE AND JCT_HAVE_GZ_LINK)
        target_compile_options(jct_common INTERFACE -gz)
        target_link_options(jct_common INTERFACE -gz)
    endif()
endif()

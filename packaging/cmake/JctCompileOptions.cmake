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

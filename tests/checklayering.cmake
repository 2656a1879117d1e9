# The layering of the project, checked as a test (ctest -L meta). Each layer lists the
# layers its files may include; any other project include fails the test with the file, the
# line and the rule. Includes of a file's own directory ("mainwindow.h") are its own layer.
# Qt modules are kept out by the build itself: jct_core links no Qt, jct_format, jct_present
# and jct_cli link only Qt6::Core, so a <QWidget> there does not compile.
#
#   layer               may include
set(allowed_core/model        "core/model")
set(allowed_core/physics      "core/model;core/physics")
set(allowed_core/step         "core/model;core/physics;core/step")
set(allowed_core/studies      "core/model;core/physics;core/step;core/studies")
set(allowed_core/calibration  "core/model;core/physics;core/step;core/calibration")
set(allowed_app/format        "core/model;core/physics;core/step;core/studies;core/calibration;app/format")
set(allowed_app/present       "core/model;core/physics;core/step;core/studies;core/calibration;app/format;app/present")
set(allowed_widgets           "app/format;app/present;widgets")  # app/format: the atomic writer
set(allowed_app/document      "core/model;app/format;app/document")
set(allowed_app/report        "core/model;core/studies;app/format;app/present;widgets;app/report")
set(allowed_app/cli           "core/model;core/physics;core/step;core/studies;core/calibration;app/format;app/present;app/cli")
set(allowed_app/planner       "core/model;core/physics;core/step;core/studies;app/format;app/present;widgets;app/document;app/report;app/planner")
# The two executables' main.cpp are the only files that see both the command line and the
# report: `jct` hands the report's drawing to the command line.
set(allowed_app/cli/main.cpp  "${allowed_app/cli};app/report")
set(layers core/model core/physics core/step core/studies core/calibration app/format app/present widgets
    app/document app/report app/cli app/planner)

set(failures 0)
foreach(layer ${layers})
    file(GLOB files ${SOURCE_DIR}/${layer}/*.h ${SOURCE_DIR}/${layer}/*.cpp)
    foreach(f ${files})
        file(RELATIVE_PATH rel ${SOURCE_DIR} ${f})
        set(allowed "${allowed_${layer}}")
        if(DEFINED allowed_${rel})
            set(allowed "${allowed_${rel}}")
        endif()
        file(STRINGS ${f} lines REGEX "^#include *\"")
        foreach(line ${lines})
            string(REGEX REPLACE "^#include *\"([^\"]+)\".*" "\\1" target "${line}")
            if(NOT target MATCHES "/")
                continue()  # the file's own directory
            endif()
            string(REGEX MATCH "^(core/[a-z]+|app/[a-z]+|widgets)" target_layer "${target}")
            list(FIND allowed "${target_layer}" found)
            if(found EQUAL -1)
                message(SEND_ERROR "${rel}: includes ${target}, but ${layer} may include only: ${allowed}")
                math(EXPR failures "${failures} + 1")
            endif()
        endforeach()
        # The engine is pure C++; Eigen stays an implementation detail of the fits.
        if(layer MATCHES "^core/")
            file(STRINGS ${f} hits REGEX "#include *<(Q[A-Za-z]+|qcustomplot\\.h)")
            if(hits)
                message(SEND_ERROR "${rel}: core must stay free of Qt: ${hits}")
                math(EXPR failures "${failures} + 1")
            endif()
            file(STRINGS ${f} hits REGEX "#include *<Eigen/")
            if(hits AND NOT rel MATCHES "^core/calibration/.*\\.cpp$")
                message(SEND_ERROR "${rel}: Eigen only in core/calibration's .cpp files")
                math(EXPR failures "${failures} + 1")
            endif()
        endif()
        # qcustomplot.h costs ~20 s per translation unit: widgets' .cpp files only.
        file(STRINGS ${f} hits REGEX "#include *[<\"]qcustomplot\\.h")
        if(hits AND NOT rel MATCHES "^widgets/.*\\.cpp$")
            message(SEND_ERROR "${rel}: qcustomplot.h only in widgets/*.cpp")
            math(EXPR failures "${failures} + 1")
        endif()
    endforeach()
endforeach()
# Nothing outside the layers (a new top-level source directory would escape the rules).
file(GLOB stray ${SOURCE_DIR}/core/*.cpp ${SOURCE_DIR}/core/*.h ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h)
if(stray)
    message(SEND_ERROR "sources outside a layer directory: ${stray}")
endif()
if(failures EQUAL 0 AND NOT stray)
    message(STATUS "layering: ${SOURCE_DIR} follows the rules")
endif()

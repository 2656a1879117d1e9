# Install rules and a Debian package built by CPack, depending on the distribution's Qt.
include(GNUInstallDirs)
set(CPACK_PACKAGE_NAME "jct-planner")
set(CPACK_PACKAGE_CONTACT "JCT Planner developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_GENERATOR "DEB")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
include(CPack)

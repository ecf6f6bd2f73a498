// GLFW must not pull in the legacy GL header: ChartGL uses the core-profile one.
#define GLFW_INCLUDE_NONE 1
#include <GLFW/glfw3.h>

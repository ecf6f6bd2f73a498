// Core-profile OpenGL, linked directly against glvnd's libOpenGL: it dispatches to whichever
// context is current, an EGL one (headless) or a GLX one (GLFW windows).
#define GL_GLEXT_PROTOTYPES 1
#include <GL/glcorearb.h>

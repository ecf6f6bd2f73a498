#include <lzma.h>

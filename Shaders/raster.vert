// One retained raster drawn pixel for pixel: a quad over its rectangle in device pixels.
uniform vec4 u_rect;  // x, y (the raster's top-left device pixel, whole), width, height (device px)

void main() {
    gl_Position = pixelToClip(u_rect.xy + quadCorner() * u_rect.zw);
}

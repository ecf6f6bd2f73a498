// A heatmap's grid: one quad over its rectangle in device pixels (size negative along a mirrored axis).
uniform vec4 u_rect;  // x, y (the first texel's outer corner), width, height (device px, signed)

void main() {
    gl_Position = pixelToClip(u_rect.xy + quadCorner() * u_rect.zw);
}

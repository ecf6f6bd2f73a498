// Image pixel (i, j) is device pixel (x + i, y + j): fetched, never filtered.
uniform sampler2D u_image;
uniform vec4 u_rect;
uniform int u_rowsBottomUp;  // 1 for a texture drawn into as a framebuffer (first row at the bottom)

out vec4 o_color;

void main() {
    ivec2 texel = ivec2(floor(fragmentPixel() - u_rect.xy));
    ivec2 size = textureSize(u_image, 0);
    if (any(lessThan(texel, ivec2(0))) || any(greaterThanEqual(texel, size))) discard;
    if (u_rowsBottomUp != 0) texel.y = size.y - 1 - texel.y;
    vec4 color = texelFetch(u_image, texel, 0);
    if (color.a <= 0.0) discard;
    o_color = color;
}

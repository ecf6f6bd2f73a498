// Each cell's value fetched unfiltered from a float texture and coloured through a 1-D lookup
// texture of the colour map (premultiplied), so the colours change without an upload.
uniform sampler2D u_values;
uniform sampler1D u_colors;
uniform vec4 u_rect;
uniform vec2 u_range;    // the values at the map's ends
uniform vec4 u_missing;  // premultiplied; alpha 0: missing cells are left undrawn

out vec4 o_color;

void main() {
    vec2 t = (fragmentPixel() - u_rect.xy) / u_rect.zw;
    ivec2 size = textureSize(u_values, 0);
    ivec2 texel = ivec2(floor(t * vec2(size)));
    if (any(lessThan(texel, ivec2(0))) || any(greaterThanEqual(texel, size))) discard;
    float v = texelFetch(u_values, texel, 0).r;
    if (isnan(v) || isinf(v)) {
        if (u_missing.a <= 0.0) discard;
        o_color = u_missing;
        return;
    }
    float span = u_range.y - u_range.x;
    float s = span > 0.0 ? clamp((v - u_range.x) / span, 0.0, 1.0) : 0.5;
    int entries = textureSize(u_colors, 0);
    o_color = texelFetch(u_colors, min(int(s * float(entries)), entries - 1), 0);
}

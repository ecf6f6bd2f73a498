// Instanced rectangles: one instance per RectShape, a quad larger than the rectangle so the
// antialiased edge has room. The fragment shader covers pixel centres less than half a pixel
// outside an edge; an edge on a whole pixel (a snapped column, a legend box) has none, its
// outside neighbours' centres lie exactly half a pixel out (coverage 0), so the quad reaches
// half a pixel past it: a one-pixel column rasterizes one pixel wide, not three. Any other edge
// keeps a whole pixel of reach, so a quad's rounding at the rasterizer never drops a pixel it
// covers a little.
layout(location = 0) in vec4 a_rect;    // x, y, width, height (device px)
layout(location = 1) in vec4 a_fill;    // premultiplied
layout(location = 2) in vec4 a_border;  // premultiplied
layout(location = 3) in vec4 a_shape;   // corner radius, border width (device px), rounded-corner mask,
                                        // gradient edge (0 none, 1 top, 2 bottom, 3 left, 4 right)
layout(location = 4) in vec4 a_fillEnd; // premultiplied: the fill at the edge opposite the gradient's

flat out vec2 v_center;
flat out vec2 v_halfSize;
flat out vec4 v_fill;
flat out vec4 v_border;
flat out vec4 v_shape;
flat out vec4 v_fillEnd;

void main() {
    v_halfSize = a_rect.zw * 0.5;
    v_center = a_rect.xy + v_halfSize;
    v_fill = a_fill;
    v_border = a_border;
    v_shape = a_shape;
    v_fillEnd = a_fillEnd;
    vec2 low = a_rect.xy, high = a_rect.xy + a_rect.zw;
    vec2 lowReach = mix(vec2(1.0), vec2(0.5), equal(fract(low), vec2(0.0)));
    vec2 highReach = mix(vec2(1.0), vec2(0.5), equal(fract(high), vec2(0.0)));
    gl_Position = pixelToClip(mix(low - lowReach, high + highReach, quadCorner()));
}

// Instanced rectangles: one instance per RectShape, a quad one pixel larger than the rectangle
// on every side so the antialiased edge has room.
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
    vec2 reach = v_halfSize + 1.0;
    gl_Position = pixelToClip(v_center + (quadCorner() * 2.0 - 1.0) * reach);
}

// The image's straight-alpha texels, premultiplied for the renderer's blending, times u_opacity.
uniform sampler2D u_image;
uniform float u_opacity;

in vec2 v_uv;
out vec4 o_color;

void main() {
    vec4 c = texture(u_image, v_uv);
    o_color = vec4(c.rgb * c.a, c.a) * u_opacity;
}

// Atlas coverage (R8) times the text colour.
in vec2 v_uv;

uniform sampler2D u_atlas;
uniform vec4 u_color;  // premultiplied

out vec4 o_color;

void main() {
    float coverage = texture(u_atlas, v_uv).r;
    if (coverage <= 0.0) discard;
    o_color = u_color * coverage;
}

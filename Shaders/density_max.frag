// The largest count of each 4×4 block of the source: repeated until one texel holds the maximum.
uniform usampler2D u_source;
out uint o_maximum;

void main() {
    ivec2 size = textureSize(u_source, 0);
    ivec2 base = ivec2(gl_FragCoord.xy) * 4;
    uint largest = 0u;
    for (int dy = 0; dy < 4; ++dy) {
        for (int dx = 0; dx < 4; ++dx) {
            ivec2 p = base + ivec2(dx, dy);
            if (p.x < size.x && p.y < size.y) largest = max(largest, texelFetch(u_source, p, 0).r);
        }
    }
    o_maximum = largest;
}

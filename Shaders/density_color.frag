// Counts to colours as `DensityColorScale` does: 0 transparent, n > 0 the table entry of the last
// level whose threshold (smallest count reaching it) is ≤ n.
uniform usampler2D u_counts;
uniform usampler2D u_thresholds;  // 1024 × 1
uniform sampler2D u_colors;       // 1024 × 1 RGBA8
out vec4 o_color;

void main() {
    uint n = texelFetch(u_counts, ivec2(gl_FragCoord.xy), 0).r;
    if (n == 0u) {
        o_color = vec4(0.0);
        return;
    }
    int low = 0, high = 1023;
    while (low < high) {
        int middle = (low + high + 1) / 2;
        if (texelFetch(u_thresholds, ivec2(middle, 0), 0).r <= n) low = middle; else high = middle - 1;
    }
    o_color = texelFetch(u_colors, ivec2(low, 0), 0);
}

// Prelude shared by every stage of every ChartGL program. The renderer puts `#version 330 core`
// and `#define VERTEX_STAGE` or `#define FRAGMENT_STAGE` before it, and the stage's own file after it.
// Coordinates: device pixels, origin at the top-left, y down (as in a Scene, times its scale).

// Size of the target framebuffer in device pixels.
uniform vec2 u_viewport;

// NaN marks a gap in series data; infinities are treated the same.
bool isMissing(vec2 p) {
    return any(isnan(p)) || any(isinf(p));
}

#ifdef VERTEX_STAGE
// Device-pixel position to clip space (y flips: GL's clip y grows upward).
vec4 pixelToClip(vec2 pixel) {
    return vec4(pixel.x / u_viewport.x * 2.0 - 1.0, 1.0 - pixel.y / u_viewport.y * 2.0, 0.0, 1.0);
}

// A vertex outside the clip volume: a primitive whose vertices all land here covers nothing.
const vec4 kCulledVertex = vec4(2.0, 2.0, 2.0, 1.0);

// Corner (0 or 1 in x and y) of an instanced quad drawn as a 4-vertex triangle strip.
vec2 quadCorner() {
    return vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
}
#endif

#ifdef FRAGMENT_STAGE
// The centre of the fragment's pixel in device pixels, y down. Exact (n + 0.5), and the same
// whichever primitive covers the pixel, unlike an interpolated varying.
vec2 fragmentPixel() {
    return vec2(gl_FragCoord.x, u_viewport.y - gl_FragCoord.y);
}
#endif

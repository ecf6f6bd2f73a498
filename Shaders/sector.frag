// Annular sector coverage, computed analytically per pixel: radial coverage from the distance to
// the two circles, angular coverage from the signed distances to the two edge rays. Neighbours
// share the exact edge direction (the same floats), so along a shared edge one slice's coverage
// is clamp(0.5 + d) and the other's clamp(0.5 − d): they add up to one, with no seam or gap.
flat in vec4 v_circle;
flat in vec4 v_edges;
flat in vec4 v_fill;
flat in vec4 v_border;
flat in vec4 v_extra;

out vec4 o_color;

float crossZ(vec2 a, vec2 b) { return a.x * b.y - a.y * b.x; }

void main() {
    vec2 p = fragmentPixel() - v_circle.xy;
    float inner = v_circle.z, outer = v_circle.w;
    float r = length(p);
    float outerCoverage = clamp(outer - r + 0.5, 0.0, 1.0);
    float radial = inner > 0.0 ? clamp(outerCoverage + clamp(r - inner + 0.5, 0.0, 1.0) - 1.0, 0.0, 1.0)
                               : outerCoverage;
    int mode = int(v_extra.x + 0.5);
    vec2 startDirection = v_edges.xy, endDirection = v_edges.zw;
    // Signed distances, positive on the sector's side of each edge.
    float afterStart = crossZ(startDirection, p);
    float beforeEnd = -crossZ(endDirection, p);
    // An edge a later neighbour shares stays opaque across the neighbour's half-pixel ramp, so
    // the neighbour blends over this slice's colour, never over the background.
    int shared = int(v_extra.w + 0.5);
    float startCoverage = clamp(((shared & 1) != 0 ? 1.5 : 0.5) + afterStart, 0.0, 1.0);
    float endCoverage = clamp(((shared & 2) != 0 ? 1.5 : 0.5) + beforeEnd, 0.0, 1.0);
    float angular;
    float edgeDistance;
    if (mode == 2) {
        angular = 1.0;
        edgeDistance = 1e9;
    } else if (mode == 1) {
        // Wider than a half turn: the union of the two half-planes.
        angular = max(startCoverage, endCoverage);
        edgeDistance = max(afterStart, beforeEnd);
    } else {
        angular = clamp(startCoverage + endCoverage - 1.0, 0.0, 1.0);
        edgeDistance = min(afterStart, beforeEnd);
        // A slice thinner than a pixel where it is stays visible along its centre line.
        vec2 middle = normalize(startDirection + endDirection);
        float along = dot(middle, p);
        if (along > 0.0 && along * v_extra.z < 1.0 && abs(crossZ(middle, p)) < 0.5) {
            angular = max(angular, 0.4);
        }
    }
    float coverage = radial * angular;
    if (coverage <= 0.0) discard;
    float borderWidth = v_extra.y;
    float borderAmount = 0.0;
    if (borderWidth > 0.0) {
        float d = min(edgeDistance, outer - r);
        if (inner > 0.0) d = min(d, r - inner);
        borderAmount = clamp(borderWidth - d + 0.5, 0.0, 1.0);
    }
    o_color = mix(v_fill, v_border, borderAmount) * coverage;
}

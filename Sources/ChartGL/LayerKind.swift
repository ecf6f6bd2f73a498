/// What a draw call belongs to, for `FrameStats`: the scene's four layers plus the copy of the
/// cached base image onto the target.
public enum LayerKind: Hashable, Sendable, CaseIterable {
    case chrome
    case underlay
    case series
    case overlay
    case composite
}

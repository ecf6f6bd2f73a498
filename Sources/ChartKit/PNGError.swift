import CPNG

/// Why an image could not be encoded as PNG, written, or read back.
public enum PNGError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The image cannot be a PNG: no pixels, or a pixel buffer that does not match its size.
    /// `path` names the file it was meant for, if any.
    case invalidImage(reason: String, path: String?)
    /// libpng refused to encode the image; `reason` is its message.
    case encodingFailed(reason: String, path: String?)
    /// The file could not be created or written (`reason` is the system's, e.g. "No such file or
    /// directory").
    case cannotWrite(path: String, reason: String)
    /// The file could not be opened or is not a readable PNG.
    case cannotRead(path: String, reason: String)

    public var description: String {
        func target(_ path: String?) -> String { path.map { " for '\($0)'" } ?? "" }
        switch self {
        case .invalidImage(let reason, let path):
            return "cannot encode PNG\(target(path)): \(reason)"
        case .encodingFailed(let reason, let path):
            return "cannot encode PNG\(target(path)): libpng: \(reason)"
        case .cannotWrite(let path, let reason):
            return "cannot write PNG '\(path)': \(reason)"
        case .cannotRead(let path, let reason):
            return "cannot read PNG '\(path)': \(reason)"
        }
    }

    /// The same error naming `path` as the file it concerns.
    func naming(_ path: String) -> PNGError {
        switch self {
        case .invalidImage(let reason, _): return .invalidImage(reason: reason, path: path)
        case .encodingFailed(let reason, _): return .encodingFailed(reason: reason, path: path)
        case .cannotWrite(_, let reason): return .cannotWrite(path: path, reason: reason)
        case .cannotRead(_, let reason): return .cannotRead(path: path, reason: reason)
        }
    }

    /// The message libpng's simplified API left in `image`, or a fallback when it left none.
    static func message(of image: png_image, fallback: String) -> String {
        let bytes = withUnsafeBytes(of: image.message) { raw in
            raw.prefix { $0 != 0 }.map { $0 }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.isEmpty ? fallback : text
    }
}

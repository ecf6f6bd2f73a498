import CBrotli
import CBzip2
import CHDF5
import CLZ4
import CLzma
import CSnappy
import CZlib
import CZstd

/// The linked compression libraries' versions, to check that every C library the readers use
/// is linked (a test calls it) and for `--version` style reports.
package enum LinkedLibraries {
    package static var versions: [String: String] {
        ["zlib": String(cString: zlibVersion()),
         "zstd": String(ZSTD_versionNumber()),
         "bzip2": String(cString: BZ2_bzlibVersion()),
         "lzma": String(cString: lzma_version_string()),
         "lz4": String(LZ4_versionNumber()),
         "brotli": String(BrotliDecoderVersion()),
         "snappy": snappy_max_compressed_length(1) > 0 ? "linked" : "missing",
         "hdf5": { var major: UInt32 = 0, minor: UInt32 = 0, release: UInt32 = 0
                   H5get_libversion(&major, &minor, &release); return "\(major).\(minor).\(release)" }()]
    }
}

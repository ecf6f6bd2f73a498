import ChartData
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a spec may reach, so `chartview render` can draw specs from strangers in a service:
///
/// - files only below the spec's own folder (after symbolic links and `..` are resolved), or
///   below a folder the command line allows with `--allow-path DIR`; absolute paths and `..`
///   that lead elsewhere are refused with one line;
/// - only regular files (`FileOpening`: a FIFO, device or directory is refused, never opened
///   so that it blocks);
/// - no databases: a `postgresql://` address (or any `scheme://`) as a spec's data is refused,
///   its password never shown; databases are reached only when the command line names them;
/// - error lines about the files it names say where and what kind of problem, never their
///   contents (`withholdingContents`), and their warnings are not written.
enum SpecFileAccess {
    /// Folders beyond each spec's own that its references may reach (`--allow-path`).
    nonisolated(unsafe) static var allowedFolders: [String] = []

    /// The real path of the file `reference` names in the spec at `specPath`, checked against
    /// the rules above; `label` begins each error line, the reference follows it
    /// (`spec.json: data "../x.csv" is outside …`).
    static func resolve(_ reference: String, specPath: String, label: String) throws(ViewerError) -> String {
        let shown = DataFileError.quoted(SecretRedaction.redacted(reference))
        if reference.contains("://") || connectionKey.firstMatch(in: reference, range: NSRange(reference.startIndex..., in: reference)) != nil {
            throw ViewerError("\(label) \(shown): a spec cannot name a database; give its address to chartview on the command line")
        }
        guard !reference.isEmpty else { throw ViewerError("\(label): an empty file name") }
        let folder = URL(fileURLWithPath: specPath).deletingLastPathComponent().path
        let candidate = reference.hasPrefix("/") ? reference : URL(fileURLWithPath: folder).appendingPathComponent(reference).path
        // The file's real place is what is checked: a link inside the folder may point anywhere.
        guard let real = realPath(candidate) else {
            throw ViewerError("\(label) \(shown): cannot open: \(String(cString: strerror(errno)))")
        }
        let roots = ([folder] + allowedFolders).compactMap(realPath)
        guard roots.contains(where: { real.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
            throw ViewerError("\(label) \(shown) is outside the spec's folder; a spec reads files only below its own folder (allow more with --allow-path DIR)")
        }
        do {
            try FileOpening.checkRegularFile(real)
        } catch {
            throw ViewerError("\(label) \(shown): cannot open: \(error.reason)")
        }
        return real
    }

    /// A libpq connection string's keys (`host=…`), which make a reference a database's: compiled
    /// once, not per reference (`range(of:options: .regularExpression)` compiles it each time).
    private static let connectionKey = try! NSRegularExpression(pattern: #"(?i)(host|dbname|user|password)\s*="#)

    /// Runs `body`, which reads the file `reference` named by the spec at `label`, turning its
    /// errors into lines that give only the place and the kind of problem: the spec's author
    /// may not be allowed to read the file, so its cells and names are never quoted. `key` is
    /// the spec's word for the reference (`data`, or a pane's `spec`).
    static func withholdingContents<T>(label: String, key: String = "data", reference: String,
                                       _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DataFileError {
            throw ViewerError(error.contentFreeDescription)
        } catch let error as BinaryFileError {
            throw ViewerError(error.description)
        } catch let error as FileOpening.Failure {
            throw ViewerError(error.description)
        } catch {
            throw ViewerError(withheldProblem(label: label, key: key, reference: reference, doing: "drawn"))
        }
    }

    /// The line for a problem with a file a spec names, its details withheld: `doing` says what
    /// could not be done with it (`drawn`, or `followed` for a live pane).
    static func withheldProblem(label: String, key: String = "data", reference: String, doing: String) -> String {
        "\(label): \(key) \(DataFileError.quoted(reference)): cannot be \(doing) as the spec asks "
            + "(details withheld from spec runs; open the file with chartview to see them)"
    }

    /// Runs `body` (a chart built from a spec) with warnings withheld: they may quote the data.
    static func withholdingWarnings<T>(_ body: () throws -> T) rethrows -> T {
        let before = ViewerOutput.withholdsWarnings
        ViewerOutput.withholdsWarnings = true
        defer { ViewerOutput.withholdsWarnings = before }
        return try body()
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension DataFileError {
    /// The place and the kind of problem without any text from the file (cells, column names):
    /// `data.csv:3:2: a cell is not a number`.
    var contentFreeDescription: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        let kind: String
        if !problem.contains("\"") && !problem.contains("(columns:") && !problem.contains("(keys:") {
            kind = problem  // a fixed wording with numbers at most ("expected 3 fields, found 2")
        } else if problem.contains("is not a number") {
            kind = "a cell is not a number"
        } else if problem.contains("is not numeric") {
            kind = "a column is not numeric"
        } else {
            kind = "the file's contents do not fit (details withheld from spec runs)"
        }
        return location + ": " + kind
    }
}

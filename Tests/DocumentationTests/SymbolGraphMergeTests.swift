import ChartTestSupport
import Foundation
import XCTest

/// Scripts/merge-symbol-graphs.py, which puts the re-exported modules' symbols under ChartKit for
/// Scripts/docs: main graphs and extensions between the merged modules become one graph, the
/// extensions of outside modules one graph per outside module.
final class SymbolGraphMergeTests: XCTestCase {
    private func graph(module: String, symbols: [String], memberOf parent: String? = nil) -> String {
        let list = symbols.map { #"{"identifier":{"precise":"\#($0)","interfaceLanguage":"swift"}}"# }
        let relationships = parent.map { p in symbols.map { #"{"kind":"memberOf","source":"\#($0)","target":"\#(p)"}"# } } ?? []
        return #"{"metadata":{},"module":{"name":"\#(module)","platform":{}},"symbols":[\#(list.joined(separator: ","))],"relationships":[\#(relationships.joined(separator: ","))]}"#
    }

    func testTheModulesBecomeOneAndOutsideExtensionsStayApart() throws {
        let folder = try ScratchFolder("symbol-graphs")
        defer { withExtendedLifetime(folder) {} }
        let input = folder.url.appendingPathComponent("in"), output = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        let files = [
            "Core.symbols.json": graph(module: "Core", symbols: ["s:Core.Chart"]),
            "Kit.symbols.json": graph(module: "Kit", symbols: ["s:Kit.View"]),
            "Kit@Core.symbols.json": graph(module: "Kit", symbols: ["s:Kit.Chart.png"], memberOf: "s:Core.Chart"),
            "Core@Swift.symbols.json": graph(module: "Core", symbols: ["s:Core.Double.pixels"]),
            "Kit@Swift.symbols.json": graph(module: "Kit", symbols: ["s:Core.Double.pixels", "s:Kit.Double.scaled"]),
        ]
        for (name, text) in files { try text.write(to: input.appendingPathComponent(name), atomically: true, encoding: .utf8) }

        let script = CommandRunner.packageRoot.appendingPathComponent("Scripts/merge-symbol-graphs.py").path
        let result = try CommandRunner.run("/usr/bin/env", ["python3", script, "Kit", input.path, output.path])
        XCTAssertEqual(result.status, 0, result.stderr)

        func read(_ name: String) throws -> (module: String, symbols: [String], relationships: Int) {
            let data = try Data(contentsOf: output.appendingPathComponent(name))
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            let module = (json["module"] as? [String: Any])?["name"] as? String ?? ""
            let symbols = (json["symbols"] as? [[String: Any]] ?? []).compactMap { ($0["identifier"] as? [String: Any])?["precise"] as? String }
            return (module, symbols.sorted(), (json["relationships"] as? [Any])?.count ?? 0)
        }
        let main = try read("Kit.symbols.json")
        XCTAssertEqual(main.module, "Kit")
        XCTAssertEqual(main.symbols, ["s:Core.Chart", "s:Kit.Chart.png", "s:Kit.View"])
        XCTAssertEqual(main.relationships, 1, "the extension's member stays attached to its type")
        let swift = try read("Kit@Swift.symbols.json")
        XCTAssertEqual(swift.module, "Kit")
        XCTAssertEqual(swift.symbols, ["s:Core.Double.pixels", "s:Kit.Double.scaled"], "one copy of each symbol")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        XCTAssertEqual(written, ["Kit.symbols.json", "Kit@Swift.symbols.json"])
    }
}

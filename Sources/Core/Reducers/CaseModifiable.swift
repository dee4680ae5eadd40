/// An enum one of whose cases can be changed in place through a ``CasePath``: TCA's
/// `modify(_:yield:)` of case-pathable enums, for a destination changed inside an
/// expected-state closure (`$0.destination?.modify(.editor) { $0.cursor = 3 }`).
public protocol CaseModifiable {}

extension CaseModifiable {
    /// Changes the value in case `path` in place. When `self` is in another case it changes
    /// nothing and reports an issue (a test failure) naming the case expected and the case it is
    /// in. O(1) plus `body` and a copy of the case's value.
    public mutating func modify<Value>(
        _ path: CasePath<Self, Value>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        _ body: (inout Value) throws -> Void
    ) rethrows {
        guard var value = path.extract(self) else {
            let expected = path.name.map { ".\($0)" } ?? "the case path's case"
            reportIssue(
                """
                modify expected \(String(reflecting: Self.self)) in case \(expected), but it is in case \
                .\(EnumCase.name(of: self)): \(self)
                """,
                fileID: fileID, filePath: filePath, line: line)
            return
        }
        try body(&value)
        self = path.embed(value)
    }
}

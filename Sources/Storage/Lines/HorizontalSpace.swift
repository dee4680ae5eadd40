extension StringProtocol {
    /// The text without the spaces and tabs at either end (tab and Unicode's space separators,
    /// as Foundation's `.whitespaces`; line breaks stay). O(n).
    public func trimmingHorizontalSpace() -> String {
        let text = String(self)
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isHorizontalSpace }),
              let last = scalars.lastIndex(where: { !$0.isHorizontalSpace }) else { return "" }
        return String(text[first..<scalars.index(after: last)])
    }
}

extension Unicode.Scalar {
    /// A tab or a space separator (general category Zs).
    var isHorizontalSpace: Bool {
        self == "\t" || properties.generalCategory == .spaceSeparator
    }
}

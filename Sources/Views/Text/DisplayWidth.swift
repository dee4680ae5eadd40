import CDisplayWidth

/// Display widths as the terminal (glibc `wcwidth`, and so ncursesw) counts them.
public enum DisplayWidth {
    /// Columns one scalar takes: 0 (combining, format), 1, 2 (CJK, most emoji), or -1 when the
    /// scalar is not printable (controls, unassigned). Independent of the process locale.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        // Printable ASCII, by far the most common case, needs no locale switch.
        if scalar.value >= 0x20, scalar.value < 0x7F { return 1 }
        return Int(lista_scalar_width(scalar.value))
    }

    /// Columns `text` takes once drawn, that is after `sanitizedForDisplay(_:)`.
    /// - Complexity: O(n) in the number of scalars.
    public static func of(_ text: String) -> Int {
        var total = 0
        for cluster in TerminalClusters(text) { total += cluster.width }
        return total
    }
}

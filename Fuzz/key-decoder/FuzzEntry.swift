/// libFuzzer target `key-decoder`: the input is bytes a terminal could send.
///
/// Checks what `KeyDecoder` promises: every byte belongs to one key (`KeySpans`), each key has
/// the shape its bytes call for (`KeyShapes`), splitting the bytes never changes a key that was
/// complete before the cut (`SplitChecks`), a bracketed paste is one `.paste` (`PasteChecks`),
/// and decoding takes time linear in the input (`LinearTime`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let spans = KeySpans.check(bytes)
    for span in spans {
        KeyShapes.check(span.key, Array(bytes[span.range]), atEnd: span.range.upperBound == bytes.count)
    }
    SplitChecks.check(bytes, spans)
    PasteChecks.check(bytes)
    LinearTime.checkNow(bytes)
    return 0
}

/// One line of every kind a file can hold (a row with a CR, blank, a plain row twice, a done
/// row repeating an id, a NUL, bytes that are not UTF-8, empty, a note and a due date), for
/// tests that split a file into parts and must find each kind at a seam.
enum AwkwardLines {
    static let kinds: [[UInt8]] = [
        Array("(A) call mom id:aaaaaaaaaa\r".utf8),
        Array("   ".utf8),
        Array("buy milk +home".utf8),
        Array("x 2026-11-02 paid rent id:aaaaaaaaaa".utf8),
        [0x62, 0x00, 0x63],
        [0xC3, 0x28],
        Array("".utf8),
        Array("buy milk +home".utf8),
        Array("note:line\\nbreak due:2026-12-24 @phone".utf8),
    ]
}

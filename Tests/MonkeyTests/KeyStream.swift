import AppTesting
import CoreTesting
import Views

/// Random keys a person (or a cat) could send: text in many scripts, control keys, chords,
/// pastes, resizes, mouse reports (clicks, double-clicks, drags, the wheel, anywhere on and
/// off the screen) and every key the app binds, weighted so overlays open and close often.
struct KeyStream {
    typealias Event = HeadlessApp.Event

    private static let text: [String] = [
        "a", "b", "x", " ", "milk", "+home", "@phone", "due:2026-12-24", "é", "e\u{301}", "\u{301}",
        "漢", "字", "😀", "👍🏽", "👨‍👩‍👧", "❤️", "ß", "İ", "\u{200D}", "\u{FE0F}", "\u{202E}", "\u{1B}[2J",
        "\u{7}", "\u{0}", "tab\there",
    ]
    private static let pastes: [String] = [
        "pasted line one\nline two\r\nthree", "a very long paste " + String(repeating: "long ", count: 60),
        "\u{1B}]0;title\u{7}hostile", "emoji 😀😀😀 and 漢字",
    ]
    private static let controls: [Key] = [
        .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape, .tab, .backTab,
        .backspace, .delete, .ctrl("a"), .ctrl("e"), .ctrl("w"), .ctrl("u"), .ctrl("r"), .ctrl("l"), .ctrl("z"), .ctrl("c"),
        .altUp, .altDown, .ctrlUp, .ctrlDown, .shiftUp, .shiftDown, .alt("x"), .alt("["), .function(5), .unknown,
    ]
    private static let commands: [Character] = Array("jkgGaoixvdusKJ/feltz?qhnNyY ")

    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func next() -> Event {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<30:
            return .key(.character(Self.commands.randomElement(using: &generator)!))
        case 30..<55:
            let text = Self.text.randomElement(using: &generator)!
            return .key(text.count == 1 ? .character(text.first!) : .paste(text))
        case 55..<80:
            return .key(Self.controls.randomElement(using: &generator)!)
        case 80..<84:
            return .key(.paste(Self.pastes.randomElement(using: &generator)!))
        case 84..<88:
            let sizes = [TerminalSize(rows: 1, columns: 1), TerminalSize(rows: 3, columns: 10),
                         TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 6, columns: 30),
                         TerminalSize(rows: Int.random(in: 1...60, using: &generator), columns: Int.random(in: 1...200, using: &generator))]
            return .resize(sizes.randomElement(using: &generator)!)
        case 88..<92:
            return .tick
        case 92..<97:
            let kinds: [MouseEvent.Kind] = [.press(.left), .press(.left), .release(.left), .drag(.left), .drag(.left),
                                            .press(.right), .release(nil), .move, .wheelUp, .wheelDown]
            let kind = kinds.randomElement(using: &generator)!
            return .key(.mouse(MouseEvent(kind, row: Int.random(in: 0..<30, using: &generator),
                                          column: Int.random(in: 0..<90, using: &generator))))
        default:
            return .key(.escape)
        }
    }
}

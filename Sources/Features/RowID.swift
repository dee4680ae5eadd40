import Foundation

/// New row ids: ten base-32 characters from a UUID's last 50 bits (the random part of a v4
/// UUID; the counting part of the test generator, so tests read "0000000000", "0000000001").
///
/// At a million rows the chance that two random 50-bit ids collide is about n²/2⁵¹ ≈ 0.04%;
/// the list also redraws when an id is already taken, so a collision never merges two rows.
public enum RowID {
    private static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")

    /// The id for `uuid`. O(1).
    public static func make(from uuid: UUID) -> String {
        let bytes = uuid.uuid
        var value: UInt64 = 0
        for byte in [bytes.9, bytes.10, bytes.11, bytes.12, bytes.13, bytes.14, bytes.15] {
            value = value << 8 | UInt64(byte)
        }
        var characters: [Character] = []
        for shift in stride(from: 45, through: 0, by: -5) {
            characters.append(alphabet[Int((value >> UInt64(shift)) & 31)])
        }
        return String(characters)
    }
}

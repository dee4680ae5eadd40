import Collections
import Core

/// Evidence that an action did not copy a whole collection: it watches the address of an
/// identified array's element storage between samples.
///
/// Copy-on-write copies a shared buffer into a new allocation while the old one is still
/// alive, so a copy of the array always changes the address. Reading the address briefly
/// shares the buffer; the read ends before the next action, which then finds it unique again.
final class StorageWitness {
    private let addresses: () -> [UInt]
    private var last: [UInt]
    /// What was seen so far.
    private(set) var result = CopyCheck()

    /// Watches the element storage of the array `rows` returns.
    init<Element>(_ rows: @escaping () -> IdentifiedArrayOf<Element>) {
        addresses = {
            let array = rows()
            return [array.withUnsafeStorage { UInt(bitPattern: $0.baseAddress) }]
        }
        last = addresses()
    }

    /// Compares the addresses with the previous check. Called between samples, untimed.
    func check() {
        let now = addresses()
        result.checks += 1
        if now != last { result.reallocations += 1 }
        last = now
    }
}

/// What a ``StorageWitness`` saw over one benchmark.
struct CopyCheck {
    /// How many samples were checked (warm-up included).
    var checks = 0
    /// How many found the storage at a new address; 0 means no action copied the array.
    var reallocations = 0
}

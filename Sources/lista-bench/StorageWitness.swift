import Core

/// Evidence that an action did not copy a whole collection: it watches the addresses of an
/// identified array's element and id buffers between samples.
///
/// Copy-on-write copies a shared buffer into a new allocation while the old one is still
/// alive, so a copy of the array always changes the address. Reading the address briefly
/// shares the buffer; the read ends before the next action, which then finds it unique again.
final class StorageWitness {
    private let addresses: () -> [UInt]
    private var last: [UInt]
    /// How many times the addresses were compared.
    private(set) var checks = 0
    /// How many of those found the storage at a new address.
    private(set) var reallocations = 0

    /// Watches the element and id buffers of the array `rows` returns.
    init<Element>(_ rows: @escaping () -> IdentifiedArrayOf<Element>) {
        addresses = {
            let array = rows()
            return [
                array.elements.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) },
                array.ids.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) },
            ]
        }
        last = addresses()
    }

    /// Compares the addresses with the previous check. Called between samples, untimed.
    func check() {
        let now = addresses()
        checks += 1
        if now != last { reallocations += 1 }
        last = now
    }

    /// One line saying what was seen.
    func summary(for benchmark: Benchmark) -> String {
        let verdict = reallocations == 0 ? "no per-action copy of the array" : "the array was copied or reallocated"
        return "\(benchmark.name) at \(ResultTable.grouped(benchmark.size)): element and id buffers moved "
            + "\(reallocations) time(s) over \(checks) samples (warm-up included): \(verdict)."
    }
}

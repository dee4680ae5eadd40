import AppTesting
import Dispatch

/// libFuzzer target `app`: the input is what a terminal sends to Lista.
///
/// The bytes become keys, the keys go through the real session into the store, every event
/// ends with a frame, and after every one the monkey's invariants must hold; at the end the
/// rows are saved, loaded back and shown again (`ByteDrivenApp`). Its corpus is replayed by
/// `ByteDrivenAppTests` in every `make test`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzApp(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let problems = waitFor { await ByteDrivenApp.problems(for: bytes) }
    invariant(problems.isEmpty, problems.joined(separator: "; ") + " — input: " + shown(bytes))
    return 0
}

/// Runs `work` to its end from libFuzzer's synchronous callback.
private func waitFor(_ work: @escaping @Sendable () async -> [String]) -> [String] {
    let done = DispatchSemaphore(value: 0)
    let result = ResultBox()
    Task.detached {
        result.value = await work()
        done.signal()
    }
    done.wait()
    return result.value
}

/// Carries the result from the task to the waiting thread; the semaphore orders the two.
private final class ResultBox: @unchecked Sendable {
    var value: [String] = []
}

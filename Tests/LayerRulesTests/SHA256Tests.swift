import XCTest

@testable import LayerRules

final class SHA256Tests: XCTestCase {
    func testKnownVectors() {
        XCTAssertEqual(
            SHA256.hexDigest(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(
            SHA256.hexDigest("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hexDigest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256.hexDigest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testPaddingBoundaries() {
        XCTAssertEqual(
            SHA256.hexDigest(Array(0..<55)), "463eb28e72f82e0a96c0a4cc53690c571281131f672aa229e0d45ae59b598b59")
        XCTAssertEqual(
            SHA256.hexDigest(Array(0..<56)), "da2ae4d6b36748f2a318f23e7ab1dfdf45acdc9d049bd80e59de82a60895f562")
        XCTAssertEqual(
            SHA256.hexDigest(Array(0..<64)), "fdeab9acf3710362bd2658cdc9a29e8f9c757fcf9811603a8c447cd1d9151108")
    }

    func testOneMebibyteInChunksMatchesOneShot() {
        let bytes = (0..<(1 << 20)).map { UInt8($0 % 251) }
        var hasher = SHA256()
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + 1000)
            hasher.update(bytes[offset..<end])
            offset = end
        }
        let expected = "631b84027d6b9e52b539c4e8373622d23032dfadc64d60af87339c9037e4f769"
        XCTAssertEqual(SHA256.hex(hasher.finalize()), expected)
        XCTAssertEqual(SHA256.hexDigest(bytes), expected)
    }
}

# A Homebrew formula that builds archlint from source (a sketch: put it in your own tap, fill in the URL of
# the archlint release tarball you publish and its SHA-256 from `make release` or `shasum -a 256`).
#
#   brew install --build-from-source ./archlint.rb
class Archlint < Formula
  desc "Architecture-conformance linter for Swift code bases"
  homepage "<archlint repository URL>"
  url "<archlint repository URL>/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "<sha-256 of that tarball>"
  license "<license>"

  depends_on xcode: ["15.0", :build]

  def install
    system "make", "install", "PREFIX=#{prefix}"
  end

  test do
    assert_match "archlint #{version}", shell_output("#{bin}/archlint --version")
    (testpath/"Domain/Order.swift").write "import UIKit\nstruct Order {}\n"
    assert_match "domain-imports", shell_output("#{bin}/archlint check #{testpath}", 1)
  end
end

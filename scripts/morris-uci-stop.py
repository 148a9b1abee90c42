#!/usr/bin/env python3
"""How quickly `tabuleiro uci morris` answers `stop`.

Starts the engine, and for each of a few positions from the placement, the
sliding and the flying phase sends `go infinite`, waits a while, sends
`stop` and times the `bestmove` that follows. Prints each latency and the
largest; the issue asks for under 50 ms.

  python3 scripts/morris-uci-stop.py [target/release/tabuleiro] [rounds]
"""
import subprocess
import sys
import time

POSITIONS = [
    "",
    "a1 b2 d1 d2",
    "a4 f6 d6 e4 f4 d2 a7 a1 d7 d5 g7xa1 a1 c5 d3 d1 b4 e3 g4 d6-b6 f6-d6",
    "a1 a4 d1 a7 g1xa7 d7 b2 g7 d2 d6 f2xd6 b6 c3 f6 d3 d5 e3xd5 c5",
]


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else "target/release/tabuleiro"
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    engine = subprocess.Popen([binary, "uci", "morris"], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        engine.stdin.write(line + "\n")
        engine.stdin.flush()

    def read_until(prefix):
        while True:
            line = engine.stdout.readline()
            if not line:
                raise SystemExit("the engine exited")
            if line.startswith(prefix):
                return line.strip()

    send("uci")
    read_until("uciok")
    latencies = []
    for r in range(rounds):
        for moves in POSITIONS:
            send("position startpos" + (" moves " + moves if moves else ""))
            send("go infinite")
            time.sleep(0.2 + 0.1 * r)
            asked = time.perf_counter()
            send("stop")
            best = read_until("bestmove")
            ms = (time.perf_counter() - asked) * 1000
            latencies.append(ms)
            print(f"{ms:6.1f} ms  {best}")
    send("quit")
    engine.wait(timeout=10)
    latencies.sort()
    print(f"{len(latencies)} stops: median {latencies[len(latencies) // 2]:.1f} ms, "
          f"max {latencies[-1]:.1f} ms")


if __name__ == "__main__":
    main()

# A long-running guest program for the attach tests: the main thread spins through spin() and leaf(), a second
# thread naps in nap(). It runs for sys.argv[1] seconds (default 60), or until a file named "stop" appears in
# its directory. The "# AT:" markers name lines the tests look for.
import sys
import threading
import time

stop = threading.Event()
spins = 0


def leaf(n):  # AT:leaf-def
    total = 0
    for i in range(n):
        total += i * i  # AT:leaf
    return total


def spin():
    global spins
    rounds = 0
    label = "spinner"
    while not stop.is_set():  # AT:loop
        rounds += 1
        leaf(3000)  # AT:spin
        spins = rounds  # AT:spins
    return rounds


def nap(deadline):
    while time.time() < deadline:  # AT:naploop
        try:
            open("stop").close()
            break
        except OSError:
            pass
        time.sleep(0.02)  # AT:nap
    stop.set()


def main():
    lifetime = float(sys.argv[1]) if len(sys.argv) > 1 else 60.0
    napper = threading.Thread(target=nap, args=(time.time() + lifetime,), name="napper")
    napper.start()
    print("ready", flush=True)
    rounds = spin()  # AT:main
    napper.join()
    print("done", rounds > 0, flush=True)


main()  # AT:module

# A thread that counts in a loop while the main thread stops; "# AT:" markers name lines.
import threading

counter = [0]
running = [True]


def spin():
    while running[0]:  # AT:spin-while
        counter[0] += 1  # AT:spin-count


t = threading.Thread(target=spin, name="spinner")
t.start()
while counter[0] < 1000:
    pass
running[0] = False  # AT:stop-spinning
t.join()
print("done")

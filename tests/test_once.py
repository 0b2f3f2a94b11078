"""nbcopilot.once: a lazy process-wide object is made once, however many threads ask for it first."""
import threading
import time

from nbcopilot.once import once


def test_eight_threads_asking_at_once_get_one_object_made_once():
    made = []

    @once
    def engine():
        made.append(1)
        time.sleep(0.05)  # long enough for every thread to miss at the same moment
        return object()

    seen = []
    threads = [threading.Thread(target=lambda: seen.append(engine())) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(made) == 1
    assert len(seen) == 8 and all(obj is seen[0] for obj in seen)
    assert engine() is seen[0] and engine.__name__ == "engine"


def test_a_maker_that_fails_is_tried_again_by_the_next_caller():
    attempts = []

    @once
    def flaky():
        attempts.append(1)
        if len(attempts) == 1:
            raise OSError("model file not joined yet")
        return "ready"

    try:
        flaky()
    except OSError:
        pass
    assert flaky() == "ready" and len(attempts) == 2

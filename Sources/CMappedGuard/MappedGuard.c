// A SIGBUS handler scoped to registered file mappings. Reading a MAP_SHARED page past the end of a
// file that was truncated after mapping raises SIGBUS. Here the handler maps anonymous zero pages
// over the rest of the region (MAP_FIXED, same protection) and returns: the faulting instruction
// runs again and reads zeros. The fault is counted, and the Swift side (MappedFile) turns the
// count into an error at its next check. Faults outside every registered region go to the
// handler that was installed before (or the default action: the process dies as it would have).
#define _GNU_SOURCE
#include "CMappedGuard.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define SLOT_COUNT 256

struct region {
    _Atomic uintptr_t base;   // 0: free
    _Atomic size_t length;
    _Atomic int writable;
    _Atomic long faults;
};

static struct region regions[SLOT_COUNT];
static struct sigaction previous;
static pthread_once_t installed = PTHREAD_ONCE_INIT;
static pthread_mutex_t registering = PTHREAD_MUTEX_INITIALIZER;

static void chain(int signal, siginfo_t *info, void *context) {
    if (previous.sa_flags & SA_SIGINFO) {
        if (previous.sa_sigaction) { previous.sa_sigaction(signal, info, context); return; }
    } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
        previous.sa_handler(signal);
        return;
    }
    // The default action: put it back and return; the instruction faults again and the
    // process ends with SIGBUS, as it would have without this handler.
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(SIGBUS, &fallback, NULL);
}

static void on_sigbus(int signal, siginfo_t *info, void *context) {
    uintptr_t address = (uintptr_t)info->si_addr;
    for (int i = 0; i < SLOT_COUNT; i++) {
        uintptr_t base = atomic_load(&regions[i].base);
        if (base == 0) continue;
        size_t length = atomic_load(&regions[i].length);
        if (address < base || address >= base + length) continue;
        uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
        uintptr_t start = address / page * page;
        uintptr_t end = (base + length + page - 1) / page * page;
        int protection = PROT_READ | (atomic_load(&regions[i].writable) ? PROT_WRITE : 0);
        // mmap is a plain system call on Linux, safe here in practice though POSIX does not
        // list it as async-signal-safe. Every page from the fault to the region's end is past
        // the file's new end (a file shrinks from its end), so all of them are replaced at once.
        void *replaced = mmap((void *)start, end - start, protection,
                              MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (replaced == MAP_FAILED) break;
        atomic_fetch_add(&regions[i].faults, 1);
        return;
    }
    chain(signal, info, context);
}

static void install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_sigbus;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &previous);
}

int chartkit_guard_register(const void *base, size_t length, int writable) {
    if (base == NULL || length == 0) return -1;
    pthread_once(&installed, install);
    // Registrations take turns; the handler needs no lock: it reads a slot once its base is set,
    // and the base is stored last.
    pthread_mutex_lock(&registering);
    int slot = -1;
    for (int i = 0; i < SLOT_COUNT; i++) {
        if (atomic_load(&regions[i].base) != 0) continue;
        atomic_store(&regions[i].faults, 0);
        atomic_store(&regions[i].length, length);
        atomic_store(&regions[i].writable, writable);
        atomic_store(&regions[i].base, (uintptr_t)base);
        slot = i;
        break;
    }
    pthread_mutex_unlock(&registering);
    return slot;
}

void chartkit_guard_unregister(int slot) {
    if (slot < 0 || slot >= SLOT_COUNT) return;
    atomic_store(&regions[slot].base, 0);
}

long chartkit_guard_faults(int slot) {
    if (slot < 0 || slot >= SLOT_COUNT) return 0;
    return atomic_load(&regions[slot].faults);
}

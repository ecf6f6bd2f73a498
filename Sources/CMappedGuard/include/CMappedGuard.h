#ifndef CMAPPEDGUARD_H
#define CMAPPEDGUARD_H

#include <stddef.h>

/// Guards a file mapping against SIGBUS: a read (or write) of a page the file no longer backs
/// (truncated by another process, or an I/O error) gets zero-filled memory instead of killing
/// the process, and the region is marked as faulted. Returns a slot to pass to the other calls,
/// or -1 when every slot is taken (the mapping is then unguarded).
int chartkit_guard_register(const void *base, size_t length, int writable);

/// Stops guarding a region; call before unmapping it.
void chartkit_guard_unregister(int slot);

/// How many times the region's pages have faulted since it was registered (0: never).
long chartkit_guard_faults(int slot);

#endif

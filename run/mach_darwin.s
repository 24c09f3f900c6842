// Trampolines to the libSystem functions mach_darwin.go imports, for
// amd64 and arm64 alike, as golang.org/x/sys/unix writes its own.

#include "textflag.h"

TEXT libc_mach_host_self_trampoline<>(SB),NOSPLIT,$0-0
	JMP	libc_mach_host_self(SB)
GLOBL	·libc_mach_host_self_trampoline_addr(SB), RODATA, $8
DATA	·libc_mach_host_self_trampoline_addr(SB)/8, $libc_mach_host_self_trampoline<>(SB)

TEXT libc_host_statistics_trampoline<>(SB),NOSPLIT,$0-0
	JMP	libc_host_statistics(SB)
GLOBL	·libc_host_statistics_trampoline_addr(SB), RODATA, $8
DATA	·libc_host_statistics_trampoline_addr(SB)/8, $libc_host_statistics_trampoline<>(SB)

TEXT libc_pthread_self_trampoline<>(SB),NOSPLIT,$0-0
	JMP	libc_pthread_self(SB)
GLOBL	·libc_pthread_self_trampoline_addr(SB), RODATA, $8
DATA	·libc_pthread_self_trampoline_addr(SB)/8, $libc_pthread_self_trampoline<>(SB)

TEXT libc_pthread_mach_thread_np_trampoline<>(SB),NOSPLIT,$0-0
	JMP	libc_pthread_mach_thread_np(SB)
GLOBL	·libc_pthread_mach_thread_np_trampoline_addr(SB), RODATA, $8
DATA	·libc_pthread_mach_thread_np_trampoline_addr(SB)/8, $libc_pthread_mach_thread_np_trampoline<>(SB)

TEXT libc_thread_info_trampoline<>(SB),NOSPLIT,$0-0
	JMP	libc_thread_info(SB)
GLOBL	·libc_thread_info_trampoline_addr(SB), RODATA, $8
DATA	·libc_thread_info_trampoline_addr(SB)/8, $libc_thread_info_trampoline<>(SB)

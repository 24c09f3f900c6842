/*
 * bcryptprimitives.dll for Wine 8, which lacks it: its one function the Go
 * runtime needs. Go 1.24 and later load this DLL from system32 as they
 * start and take their random bytes from ProcessPrng; without it a Go
 * program dies before main ("bcryptprimitives.dll not found"). Wine's
 * RtlGenRandom (advapi32's SystemFunction036) gives the same: bytes from
 * the system's generator. Built by tools/test-windows.sh with mingw-w64
 * and copied into a throwaway Wine prefix's system32; only tests use it.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length); /* RtlGenRandom */

/* ProcessPrng fills size bytes at data; it never fails on Windows, and
 * here fails only if RtlGenRandom does. RtlGenRandom takes a 32-bit
 * length, so a larger request is filled a gigabyte at a time. */
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size)
{
	while (size > 0) {
		ULONG n = size > 0x40000000 ? 0x40000000 : (ULONG)size;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		size -= n;
	}
	return TRUE;
}

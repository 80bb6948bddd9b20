/* SHA-256 (FIPS 180-4): content addresses of kilnd blobs and hashed
 * bearer tokens, computed the same way by the server and `kiln remote`. */
#ifndef KILN_SHA256_H
#define KILN_SHA256_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
	uint32_t h[8];
	uint64_t len;          /* bytes hashed so far */
	unsigned char blk[64];
	size_t nblk;
} Sha256;

void sha256_init(Sha256 *s);
void sha256_update(Sha256 *s, const void *p, size_t n);
void sha256_final(Sha256 *s, unsigned char out[32]);
/* one call: 64 lowercase hex digits and a NUL into hex[65] */
void sha256_hex(const void *p, size_t n, char hex[65]);
void sha256_tohex(const unsigned char d[32], char hex[65]);
#endif

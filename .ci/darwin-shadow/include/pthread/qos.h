/* Darwin shadow of <pthread/qos.h>: what syncbench calls, as libpthread-535 include/pthread/qos.h declares it.
   Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _PTHREAD_QOS_H
#define _PTHREAD_QOS_H

#include <sys/cdefs.h>
#include <Availability.h>
#include <sys/qos.h>

#pragma clang assume_nonnull begin
__BEGIN_DECLS
__API_AVAILABLE(macos(10.10), ios(8.0))
int pthread_set_qos_class_self_np(qos_class_t __qos_class, int __relative_priority);
__END_DECLS
#pragma clang assume_nonnull end

#endif

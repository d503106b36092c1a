/// Tells how a machine is virtualized from what it says about itself, kept apart from the reading so that
/// tests feed it fixed text.
@usableFromInline package enum Virtualization {
    /// Hypervisors and clouds by what their DMI vendor and product names contain (every needle, ignoring case).
    static let known: [(needles: [String], name: String)] = [
        (["amazon ec2"], "Amazon EC2"), (["google compute engine"], "Google Compute Engine"),
        (["microsoft", "virtual machine"], "Microsoft Hyper-V"), (["vmware"], "VMware"), (["virtualbox"], "VirtualBox"),
        (["firecracker"], "Firecracker"), (["cloud hypervisor"], "Cloud Hypervisor"), (["kvm"], "KVM"), (["qemu"], "QEMU"),
        (["xen"], "Xen"), (["bochs"], "Bochs"), (["parallels"], "Parallels"), (["bhyve"], "bhyve"), (["openstack"], "OpenStack"),
        (["digitalocean"], "DigitalOcean"), (["alibaba cloud"], "Alibaba Cloud"), (["apple", "virtualization"], "Apple Virtualization"),
    ]

    /// The hypervisor the DMI names name, or nil for names of no known hypervisor. An EC2 `.metal` instance
    /// names Amazon EC2 but runs on bare metal.
    package static func hypervisor(dmiVendor: String?, dmiProduct: String?) -> String? {
        let names = [dmiVendor, dmiProduct].compactMap { $0 }.joined(separator: " ").lowercased()
        guard !names.isEmpty, !(names.contains("amazon ec2") && names.contains(".metal")) else { return nil }
        return known.first { $0.needles.allSatisfy(names.contains) }?.name
    }

    /// What `bench system` says: `KVM guest`, the hypervisor named by `/sys/hypervisor/type` (`xen`) or the DMI
    /// names; `guest of an unnamed hypervisor` when only the CPU's `hypervisor` flag (x86) or macOS's
    /// `kern.hv_vmm_present` says so; `none detected` when whatever could be read tells of none, which bare
    /// metal and a hypervisor that hides itself both do. The DMI names follow in parentheses when read. Nil
    /// when nothing could be read.
    /// - Parameters:
    ///   - hypervisorType: `/sys/hypervisor/type`, nil when absent.
    ///   - guestFlag: whether the CPU or the kernel says it runs under a hypervisor; nil when it cannot tell
    ///     (no `/proc/cpuinfo`, or an arm64 `cpuinfo`, which has no such flag: then false tells nothing).
    package static func describe(dmiVendor: String?, dmiProduct: String?, hypervisorType: String?, guestFlag: Bool?) -> String? {
        let dmi = [dmiVendor, dmiProduct].compactMap { $0 }.joined(separator: " ")
        let detail = dmi.isEmpty ? "" : " (\(dmi))"
        if let type = hypervisorType, !type.isEmpty, type != "none" { return "\(type.prefix(1).uppercased() + type.dropFirst()) guest\(detail)" }
        if let name = hypervisor(dmiVendor: dmiVendor, dmiProduct: dmiProduct) { return "\(name) guest\(detail)" }
        if guestFlag == true { return "guest of an unnamed hypervisor\(detail)" }
        guard !dmi.isEmpty || guestFlag != nil else { return nil }
        return "none detected\(detail)"
    }
}

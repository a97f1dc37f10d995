/**
 * Export CSV (docs/behaviour/admin-area.md §5, §8): refused with 'No Data' when the list shows no inquiry (or
 * the server has none), otherwise the server's CSV of the inquiries the filters select (spam
 * left out) is downloaded and 'CSV exported successfully' shows.
 */
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { downloadInquiriesCsv, type InquiryListFilters } from "./inquiry-csv-download";

export function InquiryExportButton({ listed, filters }: { listed: number | undefined; filters: InquiryListFilters }) {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const refuse = () => toast({ title: "No Data", description: "No inquiries to export" });

  const exportCsv = async () => {
    if (listed === 0) return refuse();
    setExporting(true);
    try {
      if ((await downloadInquiriesCsv(filters)) === "empty") refuse();
      else toast({ title: "CSV exported successfully" });
    } catch {
      toast({ title: "Error", description: "Failed to export CSV", variant: "destructive" });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="secondary" disabled={listed === undefined || exporting} onClick={exportCsv}>
      <Download aria-hidden /> Export CSV
    </Button>
  );
}

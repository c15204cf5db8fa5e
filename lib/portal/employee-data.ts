// The employee dashboard's sample figures and tasks (fixed placeholders until a task system exists).

export const employeeStats = [
  { label: "Pending Tasks", value: "5", note: "2 due this week" },
  { label: "Completed Tasks", value: "28", note: "This quarter" },
  { label: "Performance Score", value: "92%", note: "Based on last review" },
];

export const employeeTasks = [
  { title: "Prepare the demand-forecast demo for the Nagpur client", due: "Due Friday", status: "In progress" },
  { title: "Review the pull request for invoice extraction v2", due: "Due tomorrow", status: "To do" },
  { title: "Update the cloud cost report for October", due: "Due next week", status: "To do" },
];

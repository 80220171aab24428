module rulesjudge

go 1.26.8

module example.com/factmod

go 1.26
